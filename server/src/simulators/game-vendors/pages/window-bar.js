// The game bar of a game in its own window (issue 28 item 10): the site's frame around an
// embedded game has 转入 and the venue balance; a game opened in a new window (开元棋牌, VR彩票,
// IM电竞, 雷火电竞 …) has no site around it, so the page shows the same two things itself.
// In the site's frame the bar stays hidden: the site's own bar is there.
(function () {
  const { $, showBalance, refreshBalance, siteCall, randomId, say, failureText, onSession } = window.Demo;
  if (window.top !== window) return;
  const AMOUNT = /^\d+(\.\d{1,2})?$/;
  let channelCode = '';
  let venueName = '';

  async function centerBalance() {
    const data = await siteCall('/fd/api/v1/transfer/getBalance', {});
    return data.centerWalletBalance;
  }

  /** The 转入场馆 dialog: the center wallet's balance, an amount, 全部, 确认转入. */
  async function openTransfer() {
    const dialog = document.createElement('dialog');
    dialog.className = 'transfer';
    dialog.setAttribute('aria-labelledby', 'transfer-title');
    const title = document.createElement('h2');
    title.id = 'transfer-title';
    title.textContent = '转入场馆';
    const from = document.createElement('p');
    from.textContent = '中心钱包余额 读取中…';
    const row = document.createElement('div');
    row.className = 'row';
    const label = document.createElement('label');
    label.htmlFor = 'transfer-amount';
    label.textContent = '转入金额';
    const input = document.createElement('input');
    input.id = 'transfer-amount';
    input.type = 'text';
    input.inputMode = 'decimal';
    input.maxLength = 12;
    const all = document.createElement('button');
    all.type = 'button';
    all.textContent = '全部';
    row.append(label, input, all);
    const error = document.createElement('p');
    error.className = 'error';
    error.setAttribute('role', 'alert');
    const actions = document.createElement('div');
    actions.className = 'actions';
    const cancel = document.createElement('button');
    cancel.type = 'button';
    cancel.textContent = '取消';
    const confirm = document.createElement('button');
    confirm.type = 'button';
    confirm.className = 'primary';
    confirm.textContent = '确认转入';
    actions.append(cancel, confirm);
    dialog.append(title, from, row, error, actions);
    document.body.append(dialog);
    dialog.showModal();
    const close = () => {
      dialog.close();
      dialog.remove();
    };
    cancel.addEventListener('click', close);
    let available = '';
    try {
      available = await centerBalance();
      from.textContent = '中心钱包余额 ' + available + ' 元，转入' + venueName;
    } catch (e) {
      from.textContent = failureText(e);
    }
    all.addEventListener('click', () => {
      if (available) input.value = available;
    });
    // One request id per amount: a retry after no answer is the same transfer, never a second one.
    let requestId = '';
    let idFor = '';
    confirm.addEventListener('click', async () => {
      const amount = input.value.trim();
      if (!AMOUNT.test(amount) || Number(amount) <= 0) {
        error.textContent = '请输入正确的金额（最多两位小数）';
        return;
      }
      if (idFor !== amount) {
        requestId = randomId();
        idFor = amount;
      }
      confirm.disabled = true;
      error.textContent = '';
      try {
        const moved = await siteCall(
          '/game/api/v1/venue/transfer',
          { channelCode, amount, ty: 1 },
          requestId,
        );
        showBalance(moved.venueBalance);
        close();
        say('已转入 ' + moved.amount + ' 元');
      } catch (e) {
        error.textContent = failureText(e);
      } finally {
        confirm.disabled = false;
      }
    });
  }

  onSession((session) => {
    channelCode = session.channelCode;
    venueName = session.venueName;
    $('window-bar').hidden = false;
  });
  $('bar-in').addEventListener('click', () => void openTransfer());
  $('bar-refresh').addEventListener('click', () => void refreshBalance());
  // Back to this window (money moved in the site's window meanwhile): read the balance again.
  window.addEventListener('focus', () => void refreshBalance());
})();
