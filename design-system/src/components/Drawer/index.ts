export {
  Drawer,
  type DrawerCloseProps,
  type DrawerContentProps,
  type DrawerRootProps,
  type DrawerTriggerProps,
} from './Drawer';
