import type { ReactNode } from 'react';
import styled from 'styled-components';
import { t } from '@site/shared/i18n';

/*
 * The footer's marks, drawn here (no image file, nothing copied): each is a small SVG in
 * `currentColor` plus the theme's accent, so both editions colour them. Every mark has a
 * fixed box (width/height attributes), so the footer's height is known before paint.
 */

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  white-space: nowrap;
  svg {
    flex: none;
    color: ${(p) => p.theme.colors.primary};
  }
`;

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Mark role="img" aria-label={label}>
      {children}
      <span aria-hidden="true">{label}</span>
    </Mark>
  );
}

const SIZE = { width: 28, height: 28, viewBox: '0 0 28 28', 'aria-hidden': true } as const;

/** 18+, the licence shield, responsible gaming and encryption: the trust row. */
export function TrustMarks() {
  return (
    <>
      <Labelled label={t('host.footer.adult')}>
        <svg {...SIZE}>
          <circle cx="14" cy="14" r="12.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <text x="14" y="18.5" textAnchor="middle" fontSize="11" fontWeight="700" fill="currentColor">
            18+
          </text>
        </svg>
      </Labelled>
      <Labelled label={t('host.footer.licensed')}>
        <svg {...SIZE}>
          <path
            d="M14 2 L24 6 V13 C24 19 19.5 24 14 26 C8.5 24 4 19 4 13 V6 Z"
            fill="currentColor"
            opacity="0.25"
          />
          <path
            d="M14 2 L24 6 V13 C24 19 19.5 24 14 26 C8.5 24 4 19 4 13 V6 Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
          <path
            d="M9 14 L12.5 17.5 L19 10.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          />
        </svg>
      </Labelled>
      <Labelled label={t('host.footer.responsible')}>
        <svg {...SIZE}>
          <path
            d="M14 24 C6 18 3 14 3 10 A5.5 5.5 0 0 1 14 8 A5.5 5.5 0 0 1 25 10 C25 14 22 18 14 24 Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
          <path
            d="M8 13 H12 L13.5 10 L15.5 16 L17 13 H20"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
        </svg>
      </Labelled>
      <Labelled label={t('host.footer.secure')}>
        <svg {...SIZE}>
          <rect x="5" y="12" width="18" height="13" rx="2.5" fill="currentColor" opacity="0.25" />
          <rect
            x="5"
            y="12"
            width="18"
            height="13"
            rx="2.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
          <path d="M9 12 V9 A5 5 0 0 1 19 9 V12" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <circle cx="14" cy="18.5" r="2" fill="currentColor" />
        </svg>
      </Labelled>
    </>
  );
}

const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 32px;
  padding: 0 10px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  white-space: nowrap;
  svg {
    flex: none;
    color: ${(p) => p.theme.colors.primary};
  }
`;

const CHIP = { width: 22, height: 22, viewBox: '0 0 22 22', 'aria-hidden': true } as const;

const PAYMENT_ART: Record<'bank' | 'online' | 'usdt' | 'huione', ReactNode> = {
  bank: (
    <svg {...CHIP}>
      <rect
        x="1.5"
        y="4.5"
        width="19"
        height="13"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
      <rect x="1.5" y="7.5" width="19" height="2.5" fill="currentColor" />
      <rect x="4" y="13" width="6" height="2" rx="1" fill="currentColor" opacity="0.6" />
    </svg>
  ),
  online: (
    <svg {...CHIP}>
      <path d="M11 2 L20 6.5 H2 Z" fill="currentColor" />
      <path d="M4 8 V16 M8.5 8 V16 M13.5 8 V16 M18 8 V16" stroke="currentColor" strokeWidth="1.8" />
      <rect x="2" y="17" width="18" height="2.5" fill="currentColor" />
    </svg>
  ),
  usdt: (
    <svg {...CHIP}>
      <circle cx="11" cy="11" r="9.5" fill="currentColor" opacity="0.22" />
      <circle cx="11" cy="11" r="9.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
      <path d="M6 6.5 H16 M11 6.5 V16.5" stroke="currentColor" strokeWidth="2" />
      <ellipse cx="11" cy="10" rx="5.5" ry="1.6" fill="none" stroke="currentColor" strokeWidth="1.2" />
    </svg>
  ),
  huione: (
    <svg {...CHIP}>
      <rect
        x="1.5"
        y="1.5"
        width="19"
        height="19"
        rx="5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
      <path
        d="M6 15 L9 7 L11 12 L13 7 L16 15"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  ),
};

/** The ways to pay that the deposit page offers, as drawn chips. */
export function PaymentMarks() {
  return (
    <>
      {(Object.keys(PAYMENT_ART) as (keyof typeof PAYMENT_ART)[]).map((key) => (
        <Chip key={key} role="img" aria-label={t(`host.footer.payments.${key}`)}>
          {PAYMENT_ART[key]}
          <span aria-hidden="true">{t(`host.footer.payments.${key}`)}</span>
        </Chip>
      ))}
    </>
  );
}

const CREST = { width: 26, height: 26, viewBox: '0 0 26 26', 'aria-hidden': true } as const;

const SPONSOR_ART: Record<'cup' | 'esports' | 'basket', ReactNode> = {
  cup: (
    <svg {...CREST}>
      <path d="M7 3 H19 V9 A6 6 0 0 1 7 9 Z" fill="currentColor" />
      <path
        d="M7 5 H3 A4 4 0 0 0 7 11 M19 5 H23 A4 4 0 0 1 19 11"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
      <path
        d="M13 15 V19 M8 23 H18 L16.5 19 H9.5 Z"
        fill="currentColor"
        stroke="currentColor"
        strokeWidth="1.2"
      />
    </svg>
  ),
  esports: (
    <svg {...CREST}>
      <path
        d="M13 1.5 L15.8 9.2 L24 9.5 L17.6 14.5 L19.9 22.5 L13 17.8 L6.1 22.5 L8.4 14.5 L2 9.5 L10.2 9.2 Z"
        fill="currentColor"
      />
    </svg>
  ),
  basket: (
    <svg {...CREST}>
      <circle cx="13" cy="13" r="11" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path
        d="M2 13 H24 M13 2 V24 M5.5 5 C10 9 10 17 5.5 21 M20.5 5 C16 9 16 17 20.5 21"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
      />
    </svg>
  ),
};

/** Sponsorships (the project's own invented clubs and leagues), drawn as crests. */
export function SponsorMarks() {
  return (
    <>
      {(Object.keys(SPONSOR_ART) as (keyof typeof SPONSOR_ART)[]).map((key) => (
        <Labelled key={key} label={t(`host.footer.sponsors.${key}`)}>
          {SPONSOR_ART[key]}
        </Labelled>
      ))}
    </>
  );
}
