import styled from 'styled-components';
import type { backoffice as bo } from '@site/shared/backoffice-contract';
import { Checkbox, Select, TextField } from '@site/shared/ui';
import { TextArea } from '../../components/text-area';
import { contentText as ct } from './content-messages';

type Fields = bo.ContentFields;
type Locale = bo.ContentLocale;

export const Form = styled.div`
  display: grid;
  gap: 16px;
  align-content: start;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 12px;
`;

const Markdown = styled(TextArea)`
  min-height: 360px;
  font-family: ui-monospace, 'SFMono-Regular', Menlo, monospace;
  font-size: 13px;
  line-height: 1.6;
`;

const Hint = styled.p`
  margin: -8px 0 0;
  font-size: 12px;
  color: ${(p) => p.theme.colors.textMuted};
`;

const options = (names: Record<string, string>) =>
  Object.entries(names).map(([value, label]) => ({ value, label }));

export interface ContentFormProps {
  fields: Fields;
  locale: Locale;
  /** The message of the first problem per field (the contract's rules). */
  errors: Partial<Record<string, string>>;
  disabled: boolean;
  onChange: (fields: Fields) => void;
}

/**
 * The fields of a banner, notice or help article. In 繁體 only the texts are edited: links,
 * type, pinning and order are the 简体 version's and show greyed out.
 */
export function ContentForm({ fields, locale, errors, disabled, onChange }: ContentFormProps) {
  const textOnly = locale === 'zh-TW';
  const title = (
    <TextField
      label={ct.fields.title}
      required
      value={fields.title}
      disabled={disabled}
      error={errors.title}
      onChange={(e) => onChange({ ...fields, title: e.target.value })}
    />
  );
  if (fields.kind === 'banner')
    return (
      <Form>
        {title}
        <Row>
          <Select
            label={ct.fields.linkType}
            options={options(ct.linkTypes)}
            value={fields.linkType}
            disabled={disabled || textOnly}
            onChange={(e) => {
              const linkType = e.target.value as typeof fields.linkType;
              onChange({ ...fields, linkType, link: linkType === 'none' ? '' : fields.link });
            }}
          />
          <TextField
            label={ct.fields.link}
            value={fields.link}
            disabled={disabled || textOnly || fields.linkType === 'none'}
            error={errors.link}
            hint={ct.fields.linkHint}
            onChange={(e) => onChange({ ...fields, link: e.target.value })}
          />
        </Row>
      </Form>
    );
  if (fields.kind === 'notice')
    return (
      <Form>
        {title}
        <Row>
          <Select
            label={ct.fields.type}
            options={options(ct.noticeTypes)}
            value={fields.type}
            disabled={disabled || textOnly}
            onChange={(e) => onChange({ ...fields, type: e.target.value as typeof fields.type })}
          />
          <Checkbox
            checked={fields.top}
            disabled={disabled || textOnly}
            onChange={(e) => onChange({ ...fields, top: e.target.checked })}
          >
            {ct.fields.top}
          </Checkbox>
        </Row>
        <TextArea
          label={ct.fields.content}
          required
          rows={6}
          value={fields.content}
          disabled={disabled}
          error={errors.content}
          onChange={(e) => onChange({ ...fields, content: e.target.value })}
        />
      </Form>
    );
  return (
    <Form>
      {title}
      <Row>
        <TextField
          label={ct.fields.group}
          required
          value={fields.group}
          disabled={disabled}
          error={errors.group}
          onChange={(e) => onChange({ ...fields, group: e.target.value })}
        />
        <TextField
          label={ct.fields.order}
          type="number"
          value={String(fields.order)}
          disabled={disabled || textOnly}
          error={errors.order}
          onChange={(e) => onChange({ ...fields, order: Math.trunc(Number(e.target.value) || 0) })}
        />
      </Row>
      <TextField
        label={ct.fields.description}
        value={fields.description}
        disabled={disabled}
        error={errors.description}
        hint={ct.fields.descriptionHint}
        onChange={(e) => onChange({ ...fields, description: e.target.value })}
      />
      <TextField
        label={ct.fields.keywords}
        value={fields.keywords}
        disabled={disabled}
        error={errors.keywords}
        hint={ct.fields.keywordsHint}
        onChange={(e) => onChange({ ...fields, keywords: e.target.value })}
      />
      <Markdown
        label={ct.fields.markdown}
        required
        value={fields.markdown}
        disabled={disabled}
        error={errors.markdown}
        onChange={(e) => onChange({ ...fields, markdown: e.target.value })}
      />
      <Hint>{ct.fields.markdownHint}</Hint>
    </Form>
  );
}

export function emptyFields(kind: bo.ContentKind): Fields {
  if (kind === 'banner') return { kind, title: '', linkType: 'route', link: '' };
  if (kind === 'notice') return { kind, type: 'notice', title: '', content: '', top: false };
  return { kind, title: '', group: '', order: 100, description: '', keywords: '', markdown: '' };
}
