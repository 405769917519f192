export { onFirstInput } from './first-input';
export { NotifyProvider, preloadToastHost } from './notify-provider';
export { useNotify, type Notify, type NotifyMessage } from './notify';
export { toastConfig } from './toast-config';
