export { Notice, type NoticeProps } from './Notice';
export { noticeTones, type NoticeTone } from './Notice.css';
