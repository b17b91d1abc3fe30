import type { ComponentType, LazyExoticComponent } from 'react'
import { lazy } from 'react'
import type { RouteObject } from 'react-router-dom'
import { PlaceholderPage } from '../pages/PlaceholderPage'
import { Layout } from './layout/Layout'

const page = (load: () => Promise<{ default: ComponentType }>): LazyExoticComponent<ComponentType> => lazy(load)

const HomePage = page(() => import(/* webpackChunkName: "page-home" */ '../pages/HomePage'))
const NotFoundPage = page(() => import(/* webpackChunkName: "page-not-found" */ '../pages/NotFoundPage'))

const placeholder = (title: string, description: string) => <PlaceholderPage title={title} description={description} />

/**
 * The route table (spec §2). Route components are split into their own chunks; the shell (navbars, sidebars)
 * paints at once and the page fills in. Only /profile takes a parameter, as the query `?id=`.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'post', element: placeholder('Post', 'A message with its replies.') },
      { path: 'about', element: placeholder('About', 'What this community is and where to find it.') },
      { path: 'shill', element: placeholder('Shill & discuss projects', 'A channel to share and discuss projects.') },
      { path: 'stake', element: placeholder('Stake & Earn', 'Staking is not enabled on this site.') },
      { path: 'airdrop', element: placeholder('Airdrop', 'Airdrops are not enabled on this site.') },
      { path: 'profile', element: placeholder('Profile', 'A member’s name, picture, balances and posts.') },
      { path: 'swap/cow', element: placeholder('Swap', 'Token swaps are not enabled on this site.') },
      { path: 'swap/univ2', element: placeholder('Swap', 'Token swaps are not enabled on this site.') },
      { path: 'find-user', element: placeholder('Find user', 'Look up a member by name or address.') },
      { path: 'nft', element: placeholder('NFT Launchpad', 'Launch and collect NFT collections.') },
      { path: 'nft/create', element: placeholder('Create NFT', 'Create a new NFT collection.') },
      { path: 'nft/collection', element: placeholder('NFT collection', 'One NFT collection.') },
      { path: 'send-tokens', element: placeholder('Send tokens', 'Send coins and tokens to a name or address.') },
      { path: 'memes-images', element: placeholder('Share images & NFTs', 'A channel for images and NFTs.') },
      { path: 'activity-points', element: placeholder('Activity points', 'Your points and how to earn them.') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]
