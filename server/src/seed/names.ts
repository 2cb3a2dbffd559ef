import type { Random } from './prng';

const chineseSurnames = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '吴',
  '周',
  '徐',
  '孙',
  '林',
  '郭',
  '欧阳',
];
const chineseGiven = [
  '伟',
  '芳',
  '娜',
  '秀英',
  '敏',
  '静',
  '丽',
  '强',
  '磊',
  '洋',
  '艳',
  '勇',
  '军',
  '杰',
  '嘉怡',
  '子轩',
];
const latinFirst = [
  'James',
  'Maria',
  'Chen',
  'Ahmad',
  'Siti',
  'Nguyen',
  'Olivia',
  'Lucas',
  'Sofia',
  'Budi',
  'Wei',
];
const latinLast = [
  'Smith',
  'Tan',
  'Wong',
  'Garcia',
  'Santoso',
  'Lim',
  'Silva',
  'Kumar',
  'Van Dijk',
  "O'Brien",
];
const japaneseNames = [
  '山田太郎',
  '佐藤花子',
  '鈴木一郎',
  '高橋さくら',
  '田中健',
  'たなか ゆうき',
  'サトウ ケン',
];
const koreanNames = ['김민준', '이서연', '박지훈', '최수아', '정하준', '강지민', '윤서준'];
const thaiNames = ['สมชาย ใจดี', 'สุดารัตน์ แก้วมณี', 'ประยุทธ์ ศรีสุข', 'วิภาวดี ทองดี'];
const arabicNames = ['محمد العلي', 'فاطمة الزهراء', 'عبد الله بن سعيد', 'ليلى حسن', 'يوسف المنصوري'];

/** Names that have broken leaderboards before: empty, very long, markup-like, mixed direction. */
const awkwardNames = [
  '',
  '<img src=x onerror=alert(1)>',
  '<script>alert("leaderboard")</script>',
  '"; DROP TABLE race_entries; --',
  'Hubert Blaine Wolfeschlegelsteinhausenbergerdorff Sr. the Third of the Long Name Family',
  '王'.repeat(40),
  'محمد Mohammed 王 김 สมชาย',
  '   ',
  '&lt;b&gt;bold&lt;/b&gt;',
];

const scripts: readonly ((random: Random) => string)[] = [
  (random) => random.pick(chineseSurnames) + random.pick(chineseGiven),
  (random) => `${random.pick(latinFirst)} ${random.pick(latinLast)}`,
  (random) => random.pick(japaneseNames),
  (random) => random.pick(koreanNames),
  (random) => random.pick(thaiNames),
  (random) => random.pick(arabicNames),
];

/** A contestant's display name: mostly ordinary names across six scripts, about 3 % awkward ones. */
export const contestantName = (random: Random): string =>
  random.chance(0.03) ? random.pick(awkwardNames) : random.pick(scripts)(random);

export const AWKWARD_NAMES: readonly string[] = awkwardNames;
