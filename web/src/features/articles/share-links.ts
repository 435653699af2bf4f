// Where the share menu sends an article: the sharing pages of a professional network, a
// microblog and a social network, and an e-mail with a subject and a body (spec §7).

export type ShareNetwork = "professional" | "microblog" | "social";

export interface ShareLinks {
  networks: Record<ShareNetwork, string>;
  email: string;
}

/** The share addresses of a page at `url` titled `title`; `body` is the e-mail's text. */
export function shareLinks(url: string, title: string, body: string): ShareLinks {
  const u = encodeURIComponent(url);
  return {
    networks: {
      professional: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      microblog: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
      social: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    },
    // encodeURIComponent, not URLSearchParams: mail clients read `+` as a plus, not a space.
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`,
  };
}
