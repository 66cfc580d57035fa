// The demo lobby of a venue this server does not play itself: says so, links to the demo table.
(function () {
  const { $, start, launchCode, site } = window.Demo;
  start(async (session) => {
    $('lobby-title').textContent = session.venueName;
    // The same launch: the table page finds this page's token under the (used) code.
    $('to-table').href =
      '/demo/baccarat?code=' + encodeURIComponent(launchCode()) + '&site=' + encodeURIComponent(site);
  });
})();
