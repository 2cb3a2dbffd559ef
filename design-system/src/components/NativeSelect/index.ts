export { NativeSelect, type NativeSelectProps } from './NativeSelect';
export { nativeSelectSizes, type NativeSelectSize } from './NativeSelect.css';
