export { Table, type TableColumn, type TableProps } from './Table';
export { tableAligns, type TableAlign } from './Table.css';
