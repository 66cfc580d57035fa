import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ChatRoot, type ChatRootProps } from '../features/widget/chat-root';

/**
 * The chat widget as a single-spa parcel (ARCHITECTURE.md): the host mounts it with
 * `mountRootParcel(parcel, { domElement })` in a root of its own, and a game page the
 * same way with `placement: 'inline'`. Props: ChatRootProps.
 */
const parcel = singleSpaReact<ChatRootProps>({
  React,
  ReactDOMClient,
  rootComponent: ChatRoot,
  // A failing chat must not leave anything on the page: the rest of the site goes on.
  errorBoundary: () => <></>,
});

export const { bootstrap, mount, unmount } = parcel;
export default parcel;
