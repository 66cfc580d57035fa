import { screen, within } from '@testing-library/react';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { renderBo } from '../testing/render';
import { SideMenu } from './shell';
import { MENU, visibleMenu } from './menu';

const labels = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('link')
    .map((a) => a.textContent);

test('customer service sees players, feedback, agent applications and chat', () => {
  renderBo(<SideMenu permissions={bo.ROLE_PERMISSIONS.cs} />);
  expect(labels()).toEqual(['会员管理', '反馈处理', '代理申请', '聊天管理']);
});

test('finance sees the cashier pages but not audit, promotions or brands', () => {
  renderBo(<SideMenu permissions={bo.ROLE_PERMISSIONS.finance} />);
  expect(labels()).toEqual(['提款审核', '会员管理', '人工调账', '报表']);
});

test('admin sees every page, brand operations only brands', () => {
  expect(visibleMenu(bo.ROLE_PERMISSIONS.admin).map((i) => i.label)).toHaveLength(MENU.length);
  expect(visibleMenu(bo.ROLE_PERMISSIONS.brand).map((i) => i.label)).toEqual(['menu.brands']);
});
