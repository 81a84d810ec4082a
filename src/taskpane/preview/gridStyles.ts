import { type GriffelStyle, makeStyles, tokens } from '@fluentui/react-components';

/** Column and row headings look alike, as in a spreadsheet; each sticks to its edge as the grid scrolls. */
const heading: GriffelStyle = {
  position: 'sticky',
  backgroundColor: tokens.colorNeutralBackground3,
  color: tokens.colorNeutralForeground2,
  fontWeight: tokens.fontWeightRegular,
  borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
  borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  padding: '2px 6px',
  cursor: 'pointer',
};

/** The look of the preview grid: close to a spreadsheet's, in the theme's neutral colours. */
export const useGridStyles = makeStyles({
  scroller: {
    overflow: 'auto',
    maxHeight: '60vh',
    minHeight: '160px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  table: {
    borderCollapse: 'separate',
    borderSpacing: 0,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground1,
    userSelect: 'none',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  header: { ...heading, top: 0, zIndex: 2, minWidth: '72px' },
  corner: { left: 0, zIndex: 3, minWidth: '40px', cursor: 'default' },
  rowHeader: { ...heading, left: 0, zIndex: 1, textAlign: 'right', minWidth: '40px' },
  headerSelected: { backgroundColor: tokens.colorNeutralBackground3Selected, color: tokens.colorNeutralForeground1 },
  cell: {
    position: 'relative',
    borderRight: `1px solid ${tokens.colorNeutralStroke3}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    padding: '2px 6px',
    height: '20px',
    minWidth: '72px',
    maxWidth: '240px',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    cursor: 'cell',
  },
  notice: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
  /** An error a formula answered, or a formula not calculated here: told apart from values typed. */
  calculationNote: { color: tokens.colorPaletteRedForeground1, fontStyle: 'italic' },
  card: { display: 'inline-flex', alignItems: 'center', gap: '4px' },
  cardIcon: { color: tokens.colorBrandForeground1, cursor: 'pointer', flexShrink: 0 },
  number: { textAlign: 'right' },
  boolean: { textAlign: 'center' },
  selected: { backgroundColor: tokens.colorBrandBackground2 },
  editor: {
    position: 'absolute',
    inset: 0,
    width: '100%',
    boxSizing: 'border-box',
    border: `2px solid ${tokens.colorBrandStroke1}`,
    padding: '0 4px',
    font: 'inherit',
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    outline: 'none',
  },
});

/** The selection's outline on the sides of a cell that lie on its border; the active cell gets a thicker one. */
export function selectionShadow(
  edges: { top: boolean; right: boolean; bottom: boolean; left: boolean },
  active: boolean,
): string | undefined {
  const colour = tokens.colorBrandStroke1;
  if (active) return `inset 0 0 0 2px ${colour}`;
  const shadows = [
    edges.top && `inset 0 2px 0 0 ${colour}`,
    edges.bottom && `inset 0 -2px 0 0 ${colour}`,
    edges.left && `inset 2px 0 0 0 ${colour}`,
    edges.right && `inset -2px 0 0 0 ${colour}`,
  ].filter(Boolean);
  return shadows.length ? shadows.join(', ') : undefined;
}
