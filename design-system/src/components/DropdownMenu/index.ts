export {
  DropdownMenu,
  type DropdownMenuContentProps,
  type DropdownMenuItemProps,
  type DropdownMenuRootProps,
  type DropdownMenuTriggerProps,
} from './DropdownMenu';
