import { createTheme } from '@vanilla-extract/css';
import { lightTokens } from './tokens';
import { vars } from './vars.css';

/**
 * The light theme's class. Put it on `<html>` (or `<body>`): dialogs, selects and menus render in
 * portals at the end of `<body>`, outside any inner wrapper, and must still see the tokens.
 */
export const lightTheme = createTheme(vars, lightTokens, 'light');
