import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import { pathTo, type RouteName } from '@site/shared/routes';
import { StepArt, type Step } from './illustrations';

const STEPS: { step: Step; to: RouteName }[] = [
  { step: 'register', to: 'home' },
  { step: 'bind', to: 'auth' },
  { step: 'deposit', to: 'saveMoney' },
  { step: 'transfer', to: 'transferMoney' },
  { step: 'bet', to: 'sport' },
  { step: 'withdraw', to: 'takeMoney' },
];

const Lead = styled.p`
  margin: 0 0 16px;
  color: ${(p) => p.theme.colors.textSecondary};
`;
const Grid = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;
const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 16px;
  border-radius: ${(p) => p.theme.radii.lg};
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  counter-increment: step;
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  h2::before {
    content: counter(step);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 24px;
    height: 24px;
    margin-right: 8px;
    border-radius: 50%;
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.primaryText};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  p {
    flex: 1;
    margin: 0;
    line-height: 1.7;
    color: ${(p) => p.theme.colors.textSecondary};
  }
  a {
    color: ${(p) => p.theme.colors.primary};
    font-weight: ${(p) => p.theme.fontWeights.medium};
  }
`;

/** /mine/introTutorial: the six steps of a new player, each with its picture and a link to its page. */
export function IntroTutorial() {
  return (
    <>
      <Lead>{t('memberCentre.tutorial.intro')}</Lead>
      <Grid>
        {STEPS.map(({ step, to }) => (
          <Item key={step}>
            <StepArt step={step} />
            <h2>{t(`memberCentre.tutorial.steps.${step}.title`)}</h2>
            <p>{t(`memberCentre.tutorial.steps.${step}.text`)}</p>
            <Link to={pathTo(to)}>{t('memberCentre.tutorial.go')} →</Link>
          </Item>
        ))}
      </Grid>
    </>
  );
}
