export { Pagination, paginationItems, type PaginationProps } from './Pagination';
