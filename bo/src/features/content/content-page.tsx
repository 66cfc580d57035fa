import { Route, Routes } from 'react-router-dom';
import { ContentEditor } from './content-editor';
import { ContentList } from './content-list';

/** 内容管理 (under /content): the lists, and one item's editor at /content/:kind/:itemId (or /new). */
export function ContentPage() {
  return (
    <Routes>
      <Route index element={<ContentList />} />
      <Route path=":kind/:itemId" element={<ContentEditor />} />
    </Routes>
  );
}
