export const isBoardPlay = (w) => w !== 'CH';
