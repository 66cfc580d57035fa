// The demo lobby of a venue this server does not play itself: says so, links to the demo table.
(function () {
  const { $, start, token, site } = window.Demo;
  start(async (session) => {
    $('lobby-title').textContent = session.venueName + '（演示场馆）';
    $('to-table').href = '/demo/baccarat?token=' + encodeURIComponent(token) + '&site=' + encodeURIComponent(site);
  });
})();
