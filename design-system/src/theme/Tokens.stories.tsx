import type { Meta, StoryObj } from '@storybook/react-vite';
import { withDesignSystem } from '../private/storybook';
import { breakpoints } from './breakpoints';
import { contrastPairs, lightTokens } from './tokens';
import { vars } from './vars.css';

function Swatch({ name }: { name: keyof typeof vars.color }) {
  return (
    <figure style={{ margin: 0, display: 'grid', gap: vars.space.xs }}>
      <div
        style={{
          blockSize: 56,
          borderRadius: vars.radius.md,
          border: `1px solid ${vars.color.border}`,
          background: vars.color[name],
        }}
      />
      <figcaption style={{ fontSize: vars.fontSize.xs }}>
        <strong>{name}</strong>
        <br />
        <code>{lightTokens.color[name]}</code>
      </figcaption>
    </figure>
  );
}

function Palette() {
  const names = Object.keys(vars.color) as Array<keyof typeof vars.color>;
  return (
    <div style={{ display: 'grid', gap: vars.space.xl }}>
      <div
        style={{
          display: 'grid',
          gap: vars.space.md,
          gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        }}
      >
        {names.map((name) => (
          <Swatch key={name} name={name} />
        ))}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }}>
        {contrastPairs.map(({ fg, bg, min }) => (
          <span
            key={`${fg}-${bg}`}
            style={{
              color: vars.color[fg],
              background: vars.color[bg],
              padding: `${vars.space.xs} ${vars.space.sm}`,
              borderRadius: vars.radius.sm,
              border: `1px solid ${vars.color.border}`,
              fontSize: vars.fontSize.sm,
            }}
          >
            {fg} on {bg} (≥ {min}:1)
          </span>
        ))}
      </div>
    </div>
  );
}

const samples = [
  { lang: 'en', text: 'Trade to win the grand prize' },
  { lang: 'zh-Hans', text: '交易赢取大奖' },
  { lang: 'zh-Hant', text: '交易贏取大獎' },
  { lang: 'ja', text: '取引して大賞を獲得' },
  { lang: 'ko', text: '거래하고 대상을 받으세요' },
  { lang: 'th', text: 'เทรดเพื่อลุ้นรางวัลใหญ่' },
  { lang: 'vi', text: 'Giao dịch để giành giải thưởng lớn' },
  { lang: 'hi', text: 'बड़ा पुरस्कार जीतने के लिए ट्रेड करें' },
  { lang: 'ar', text: 'تداول لتربح الجائزة الكبرى', dir: 'rtl' },
  { lang: 'ug', text: 'چوڭ مۇكاپاتنى ئۇتۇش ئۈچۈن سودا قىلىڭ', dir: 'rtl' },
] as const;

function TypeScale() {
  const sizes = Object.keys(vars.fontSize) as Array<keyof typeof vars.fontSize>;
  return (
    <div style={{ display: 'grid', gap: vars.space.lg }}>
      {sizes.map((size) => (
        <div key={size} style={{ fontSize: vars.fontSize[size], lineHeight: vars.lineHeight.tight }}>
          <code style={{ fontSize: vars.fontSize.xs, color: vars.color.textMuted }}>
            {size} · {lightTokens.fontSize[size]}
          </code>
          <div>Contest leaderboard 2026</div>
        </div>
      ))}
      {samples.map((sample) => (
        <p
          key={sample.lang}
          lang={sample.lang}
          dir={'dir' in sample ? sample.dir : 'ltr'}
          style={{ margin: 0 }}
        >
          <code style={{ fontSize: vars.fontSize.xs, color: vars.color.textMuted }}>{sample.lang}</code>{' '}
          <span style={{ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold }}>{sample.text}</span>
        </p>
      ))}
    </div>
  );
}

function Scale({ group }: { group: 'space' | 'radius' | 'shadow' }) {
  const entries = Object.keys(vars[group]) as Array<keyof (typeof vars)[typeof group]>;
  return (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      {entries.map((name) => {
        const value = (vars[group] as Record<string, string>)[name] ?? '';
        const raw = (lightTokens[group] as Record<string, string>)[name];
        return (
          <div key={name} style={{ display: 'flex', alignItems: 'center', gap: vars.space.lg }}>
            <code style={{ inlineSize: 160 }}>
              {name} · {raw}
            </code>
            <div
              style={{
                background: group === 'space' ? vars.color.accent : vars.color.surfaceRaised,
                inlineSize: group === 'space' ? value : 96,
                blockSize: group === 'space' ? 16 : 56,
                borderRadius: group === 'radius' ? value : undefined,
                boxShadow: group === 'shadow' ? value : undefined,
                border: group === 'space' ? undefined : `1px solid ${vars.color.border}`,
              }}
            />
          </div>
        );
      })}
    </div>
  );
}

function Breakpoints() {
  return (
    <ul>
      {Object.entries(breakpoints).map(([name, px]) => (
        <li key={name}>
          <code>
            mq.{name} = (min-width: {px}px)
          </code>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Design system/Tokens',
  component: Palette,
  decorators: [withDesignSystem],
} satisfies Meta<typeof Palette>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour of the light theme, and the text/background pairs kept at AA. */
export const Colours: Story = {};
export const Typography: Story = { render: () => <TypeScale /> };
export const Space: Story = { render: () => <Scale group="space" /> };
export const Radius: Story = { render: () => <Scale group="radius" /> };
export const Shadows: Story = { render: () => <Scale group="shadow" /> };
export const BreakpointList: Story = { name: 'Breakpoints', render: () => <Breakpoints /> };
