import styled from 'styled-components';
import { t } from '@site/shared/i18n';

const Panel = styled.div`
  position: relative;
  flex: 0 0 320px;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  padding: 32px 28px;
  overflow: hidden;
  color: #fff;
  background: ${(p) =>
    p.theme.mode === 'dark'
      ? 'linear-gradient(160deg, #2a2113 0%, #14100a 55%, #0c0a06 100%)'
      : 'linear-gradient(160deg, #3d8bff 0%, #1f5fd6 50%, #14399a 100%)'};
  border-radius: ${(p) => `${p.theme.radii.lg} 0 0 ${p.theme.radii.lg}`};
  svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }
  @media (max-width: 760px) {
    display: none;
  }
`;

const Title = styled.h2`
  position: relative;
  margin: 0 0 8px;
  font-size: ${(p) => p.theme.fontSizes.xxl};
  font-weight: ${(p) => p.theme.fontWeights.bold};
  letter-spacing: 1px;
`;

const Line = styled.p`
  position: relative;
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  opacity: 0.85;
  line-height: 1.8;
`;

/** The left picture of the auth modal: an inline illustration (no image file) in the edition's colours. */
export function AuthPicture() {
  return (
    <Panel aria-hidden="true">
      <svg viewBox="0 0 320 560" preserveAspectRatio="xMidYMid slice">
        <defs>
          <radialGradient id="auth-glow" cx="50%" cy="35%" r="60%">
            <stop offset="0%" stopColor="#ffffff" stopOpacity="0.35" />
            <stop offset="100%" stopColor="#ffffff" stopOpacity="0" />
          </radialGradient>
          <linearGradient id="auth-gold" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#ffe29a" />
            <stop offset="100%" stopColor="#e0a93b" />
          </linearGradient>
        </defs>
        <circle cx="160" cy="200" r="190" fill="url(#auth-glow)" />
        <circle cx="280" cy="60" r="70" fill="#fff" opacity="0.06" />
        <circle cx="30" cy="420" r="90" fill="#fff" opacity="0.05" />
        {/* Trophy */}
        <g transform="translate(160 205)">
          <path d="M-52 -88 h104 v34 a52 52 0 0 1 -104 0 z" fill="url(#auth-gold)" />
          <path d="M-52 -78 h-20 a22 22 0 0 0 22 36" fill="none" stroke="url(#auth-gold)" strokeWidth="8" />
          <path d="M52 -78 h20 a22 22 0 0 1 -22 36" fill="none" stroke="url(#auth-gold)" strokeWidth="8" />
          <rect x="-9" y="-4" width="18" height="34" fill="url(#auth-gold)" />
          <rect x="-38" y="30" width="76" height="14" rx="4" fill="url(#auth-gold)" />
          <rect x="-48" y="44" width="96" height="16" rx="4" fill="#c98f2a" />
          <path
            d="M0 -76 l7 14 15 2 -11 10 3 15 -14 -7 -14 7 3 -15 -11 -10 15 -2 z"
            fill="#fff"
            opacity="0.9"
          />
        </g>
        {/* Football */}
        <g transform="translate(70 330)">
          <circle r="34" fill="#fff" />
          <path d="M0 -12 l11 8 -4 13 h-14 l-4 -13 z" fill="#1d2433" />
          <path
            d="M0 -34 v22 M11 -4 l22 -6 M7 9 l13 18 M-7 9 l-13 18 M-11 -4 l-22 -6"
            stroke="#1d2433"
            strokeWidth="2.5"
          />
        </g>
        {/* Chips */}
        <g transform="translate(250 330)">
          <ellipse cx="0" cy="14" rx="32" ry="11" fill="#b3261e" />
          <ellipse cx="0" cy="4" rx="32" ry="11" fill="#e5484d" />
          <ellipse
            cx="0"
            cy="-6"
            rx="32"
            ry="11"
            fill="#ff6b6b"
            stroke="#fff"
            strokeWidth="3"
            strokeDasharray="8 6"
          />
        </g>
        {/* Cards */}
        <g transform="translate(168 318) rotate(-12)">
          <rect x="-22" y="-30" width="44" height="60" rx="6" fill="#fff" stroke="#d0d7e2" />
          <text x="0" y="8" textAnchor="middle" fontSize="26" fill="#e5484d" fontFamily="Arial">
            A
          </text>
        </g>
        <g transform="translate(196 322) rotate(10)">
          <rect x="-22" y="-30" width="44" height="60" rx="6" fill="#fff" stroke="#d0d7e2" />
          <text x="0" y="8" textAnchor="middle" fontSize="24" fill="#1d2433" fontFamily="Arial">
            ♠
          </text>
        </g>
      </svg>
      <Title>{t('auth.modal.pictureTitle', { site: t('common.siteName') })}</Title>
      <Line>{t('auth.modal.pictureSubtitle')}</Line>
      <Line>{t('auth.modal.pictureSlogan')}</Line>
    </Panel>
  );
}
