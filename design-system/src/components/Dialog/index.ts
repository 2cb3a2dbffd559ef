export {
  Dialog,
  type DialogCloseProps,
  type DialogContentProps,
  type DialogRootProps,
  type DialogTextProps,
  type DialogTriggerProps,
} from './Dialog';
export { dialogSizes, type DialogSize } from './Dialog.css';
