export { Toast, ToastRegion, type ToastProps, type ToastRegionProps } from './Toast';
export { toastFadeMs, toastTones, type ToastTone } from './Toast.css';
