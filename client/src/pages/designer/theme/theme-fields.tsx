import { useCallback, type ReactNode } from 'react';
import {
  alignmentSchema,
  bodyFontSizeSchema,
  borderSchema,
  cornerStyleSchema,
  decorFrameSchema,
  fontSizeSchema,
  fontWeightSchema,
  imageFrameSchema,
  presetStyleSchema,
  shadowSchema,
  type FontPair,
  type LogoType,
  type OperationResult,
  type Palette,
  type PlainValue,
  type SiteDocument,
} from '@frontdoor/shared';
import type { SectionEditor } from '../editing/section-editor';
import { CheckboxField, SelectField, type SelectOption } from '../editors/choice-fields';
import { EditorProvider } from '../editors/editor-context';
import { PaletteEditor } from './palette-editor';

const THICKNESSES = [1, 2, 4, 8] as const;

/** 'ExtraSmall' → 'Extra small', 'CommonAlt' → 'Common alt'. */
function spaced(value: string): string {
  const words = value.replace(/([a-z])([A-Z])/g, '$1 $2').split(' ');
  return [words[0], ...words.slice(1).map((word) => word.toLowerCase())].join(' ');
}

function optionsOf<V extends string>(values: readonly V[]): SelectOption<V>[] {
  return values.map((value) => ({ value, label: spaced(value) }));
}

/** One select bound to a field of the editor: a choice is one typed operation, one undo step. */
function Choice<V extends string>({ label, edit, path, value, values }: { label: string; edit: SectionEditor; path: readonly string[]; value: V; values: readonly V[] }) {
  return <SelectField label={label} value={value} options={optionsOf(values)} onChange={(next) => edit.set(path, next)} />;
}

/**
 * The Theme panel's fields (spec §2, §3, §9) around `suggestions` (the generated palettes and font
 * pairs): the five colours with their contrast check, the site-wide styles, and the logo (the
 * business name as text, or an image: `logoImage`) and the fixed header of the website settings.
 * Every control writes the live draft through the typed operations with the tab's origin, so each
 * change is one undo step and reaches the other tabs at once.
 */
export function ThemeFields({
  document,
  theme,
  colours,
  settings,
  suggestions,
  logoImage,
}: {
  document: SiteDocument;
  /** Writes under ['theme'] (each write its own undo step), and under ['websiteSettings']. */
  theme: SectionEditor;
  /** Writes under ['theme'] that merge when quick (a colour picker being dragged). */
  colours: SectionEditor;
  settings: SectionEditor;
  suggestions: (apply: { palette: (palette: Palette) => OperationResult; fontPair: (fontPair: FontPair) => OperationResult }) => ReactNode;
  /** The logo image's upload, shown when the logo is an image. */
  logoImage?: ReactNode;
}) {
  const current = document.theme;
  const { logo, fixedHeader } = document.websiteSettings;
  const setColour = useCallback((key: keyof Palette, color: string) => colours.set(['palette', key], color), [colours]);
  const fixColour = useCallback((key: keyof Palette, color: string) => theme.set(['palette', key], color), [theme]);
  return (
    <EditorProvider edit={theme} document={document}>
      <div className="theme-panel">
        {suggestions({
          palette: (palette) => theme.set(['palette'], palette as unknown as PlainValue),
          fontPair: (fontPair) => theme.set(['fontPair'], fontPair as unknown as PlainValue),
        })}
        <PaletteEditor palette={current.palette} setColour={setColour} fixColour={fixColour} />

        <section className="panel-group" aria-labelledby="theme-style">
          <h3 id="theme-style" className="panel-group__title">
            Style
          </h3>
          <Choice label="Preset style" edit={theme} path={['presetStyle']} value={current.presetStyle} values={presetStyleSchema.options} />
          <Choice label="Corners" edit={theme} path={['corners']} value={current.corners} values={cornerStyleSchema.options} />
          <Choice label="Shadows" edit={theme} path={['shadow']} value={current.shadow} values={shadowSchema.options} />
          <div className="editor-row">
            <Choice label="Borders" edit={theme} path={['border', 'sides']} value={current.border.sides} values={borderSchema.options} />
            <SelectField
              label="Border thickness"
              value={String(current.border.thickness)}
              options={THICKNESSES.map((px) => ({ value: String(px), label: `${px} px` }))}
              onChange={(px) => theme.set(['border', 'thickness'], Number(px))}
            />
          </div>
          <Choice label="Decor frame" edit={theme} path={['decorFrame']} value={current.decorFrame} values={decorFrameSchema.options} />
          <div className="editor-row">
            <Choice label="Image frame" edit={theme} path={['imageFrame']} value={current.imageFrame} values={imageFrameSchema.options} />
            <Choice label="Image alignment" edit={theme} path={['imageAlignment']} value={current.imageAlignment} values={alignmentSchema.options} />
          </div>
        </section>

        <section className="panel-group" aria-labelledby="theme-type">
          <h3 id="theme-type" className="panel-group__title">
            Text
          </h3>
          <div className="editor-row">
            <Choice label="Heading size" edit={theme} path={['headingFontSize']} value={current.headingFontSize} values={fontSizeSchema.options} />
            <Choice
              label="Heading weight"
              edit={theme}
              path={['fontPair', 'heading', 'weight']}
              value={current.fontPair.heading.weight}
              values={fontWeightSchema.options}
            />
          </div>
          <div className="editor-row">
            <Choice label="Body size" edit={theme} path={['bodyFontSize']} value={current.bodyFontSize} values={bodyFontSizeSchema.options} />
            <Choice label="Body weight" edit={theme} path={['fontPair', 'body', 'weight']} value={current.fontPair.body.weight} values={fontWeightSchema.options} />
          </div>
        </section>

        <section className="panel-group" aria-labelledby="theme-header">
          <h3 id="theme-header" className="panel-group__title">
            Logo and header
          </h3>
          <SelectField<LogoType>
            label="Logo"
            value={logo.type}
            options={[
              { value: 'Text', label: 'Business name as text' },
              { value: 'Image', label: 'An image' },
            ]}
            onChange={(type) => settings.set(['logo', 'type'], type)}
          />
          {logo.type === 'Image' ? logoImage : <p className="field-hint">The logo is your business name as text.</p>}
          <div className="editor-row">
            <Choice label="Logo size" edit={settings} path={['logo', 'size']} value={logo.size} values={fontSizeSchema.options} />
            {logo.type === 'Text' && <Choice label="Logo weight" edit={settings} path={['logo', 'weight']} value={logo.weight} values={fontWeightSchema.options} />}
          </div>
          <CheckboxField
            label="Fixed header"
            hint="The header stays at the top of the screen while visitors scroll."
            checked={fixedHeader}
            onChange={(fixed) => settings.set(['fixedHeader'], fixed)}
          />
        </section>
      </div>
    </EditorProvider>
  );
}
