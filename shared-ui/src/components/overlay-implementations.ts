// The overlays' implementations: one chunk, fetched after the first paint (overlay-loader.ts). Nothing outside
// overlay-loader.ts imports this module's values; the public components are in modal.tsx, select.tsx, ….
export { Modal, Drawer } from './modal-impl';
export { SelectControl } from './select-impl';
export { Dropdown } from './dropdown-impl';
export { Popover } from './popover-impl';
export { Tooltip } from './tooltip-impl';
export { RadioGroup } from './radio-group-impl';
export { Combobox } from './combobox-impl';
export { ToasterImpl } from './toaster-impl';
