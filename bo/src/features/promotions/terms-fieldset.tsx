import styled from 'styled-components';
import type { promotions } from '@site/shared/contract';
import { Checkbox, Select, TextField } from '@site/shared/ui';
import { TextArea } from '../../components/text-area';
import { CATEGORIES, KIND_FIELDS, TASK_TITLES, type TermsFields } from './terms-codec';
import { formText as text } from './texts';

const Set = styled.fieldset`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 12px 16px 16px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  legend {
    padding: 0 4px;
    color: ${(p) => p.theme.colors.textSecondary};
  }
`;
const Grid = styled.div<{ $min?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${(p) => p.$min ?? 180}px, 1fr));
  gap: 12px 16px;
`;

const SINGLE: Record<string, string> = {
  ratePercent: text.ratePercent,
  cap: text.cap,
  minDeposit: text.minDeposit,
  drawsPerDay: text.drawsPerDay,
  drawPerDeposit: text.drawPerDeposit,
  drawPerTurnover: text.drawPerTurnover,
  inviteRatePercent: text.inviteRatePercent,
  joinTargetId: text.joinTargetId,
  racePrizes: text.racePrizes,
  signRewards: text.signRewards,
};
const MULTI: Record<string, string> = { prizes: text.prizes, tiers: text.tiers, sections: text.sections };

/** The terms of a promotion: what every kind has, then the fields its mechanic reads. */
export function TermsFieldset({
  kind,
  fields,
  onChange,
}: {
  kind: promotions.PromotionKind;
  fields: TermsFields;
  onChange: (key: string, value: string) => void;
}) {
  const input = (key: string, label: string) => (
    <TextField
      key={key}
      label={label}
      value={fields[key] ?? ''}
      onChange={(e) => onChange(key, e.target.value)}
    />
  );
  const own = KIND_FIELDS[kind];
  return (
    <Set>
      <legend>{text.terms}</legend>
      <Grid>
        <Select
          label={text.period}
          value={fields.period ?? 'once'}
          onChange={(e) => onChange('period', e.target.value)}
          options={[
            { value: 'once', label: text.once },
            { value: 'daily', label: text.daily },
          ]}
        />
        {input('turnoverMultiple', text.turnoverMultiple)}
        {input('minVip', text.minVip)}
        {own.filter((key) => key in SINGLE).map((key) => input(key, SINGLE[key] ?? key))}
      </Grid>
      <div>{text.contributions}</div>
      <Grid $min={80}>{CATEGORIES.map((c) => input(`c.${c}`, text.categories[c]))}</Grid>
      <Grid>
        <Checkbox
          checked={fields.newMembersOnly === 'true'}
          onChange={(e) => onChange('newMembersOnly', String(e.target.checked))}
        >
          {text.newMembersOnly}
        </Checkbox>
        <Checkbox
          checked={fields.needDeposit === 'true'}
          onChange={(e) => onChange('needDeposit', String(e.target.checked))}
        >
          {text.needDeposit}
        </Checkbox>
      </Grid>
      {own.includes('tasks') && (
        <>
          <div>{text.tasks}</div>
          <Grid>
            {(Object.keys(TASK_TITLES) as (keyof typeof TASK_TITLES)[]).map((code) =>
              input(`task.${code}`, TASK_TITLES[code]),
            )}
          </Grid>
        </>
      )}
      {own
        .filter((key) => key in MULTI)
        .map((key) => (
          <TextArea
            key={key}
            label={MULTI[key]}
            value={fields[key] ?? ''}
            onChange={(e) => onChange(key, e.target.value)}
          />
        ))}
    </Set>
  );
}
