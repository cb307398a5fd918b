package army

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// ShareScheme starts the link of an army shared without a server: "ezd:army/CODE". It is
// what `ezd army share` prints without --page, and it pastes into a shell unquoted,
// where a bare "#army=CODE" would start a comment (docs/sharing.md).
const ShareScheme = "ezd:army/"

// ShareFragment starts the part of a web link that carries an army: the page at
// "http://HOST/…#army=CODE" offers to save it. In the fragment, the code never reaches a
// server's log, and the link works on any ezd serve page, or none.
const ShareFragment = "army="

// ShareLink returns the link of a share code: page#army=CODE under a page of ezd serve,
// or ezd:army/CODE when page is empty. A fragment page already has is replaced.
func ShareLink(page, code string) string {
	if page == "" {
		return ShareScheme + code
	}
	page, _, _ = strings.Cut(page, "#")
	return page + "#" + ShareFragment + code
}

// maxLinkLength bounds the text ShareCodeOf looks at: a code of MaxShareCode characters
// behind a long address.
const maxLinkLength = MaxShareCode + 2048

// ShareCodeOf finds the share code in what a player pasted: a link of ezd serve
// ("http://HOST/…#army=CODE", the fragment's other parts, joined by "&", ignored), the
// server-less link "ezd:army/CODE", a bare "#army=CODE", or the code alone. Spaces and
// line breaks around it, as chats add, are dropped. DecodeShare then reads the code.
func ShareCodeOf(link string) (string, error) {
	if len(link) > maxLinkLength {
		return "", shareErrorf("the army link is %d characters long, more than any army's: copy the link again, or send the army file", len(link))
	}
	link = strings.TrimSpace(link)
	if code, ok := strings.CutPrefix(link, ShareScheme); ok {
		return code, nil
	}
	if _, fragment, ok := strings.Cut(link, "#"); ok {
		for _, part := range strings.Split(fragment, "&") {
			if code, ok := strings.CutPrefix(part, ShareFragment); ok {
				return code, nil
			}
		}
		return "", shareErrorf("the link carries no army (no %q after its #): copy the army's share link", ShareFragment)
	}
	if strings.Contains(link, "://") || strings.HasPrefix(link, "ezd:") {
		return "", shareErrorf("the link %s carries no army: want ezd:army/CODE, a link ending in #army=CODE, or the code alone", shorten(link))
	}
	return link, nil
}

// DecodeShareLink reads the army of a share link or code (ShareCodeOf, then DecodeShare).
func DecodeShareLink(link string) (Army, error) {
	code, err := ShareCodeOf(link)
	if err != nil {
		return Army{}, err
	}
	return DecodeShare(code)
}

// shorten quotes text for a message, cut to a readable length; %q escapes what a terminal
// would act on.
func shorten(text string) string {
	const most = 60
	if utf8.RuneCountInString(text) > most {
		text = string([]rune(text)[:most]) + "…"
	}
	return strconv.Quote(text)
}
