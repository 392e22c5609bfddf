import re
import unicodedata
from collections import Counter
import torch

corpus = """The quick brown fox jumps over the lazy dog.
A journey of a thousand miles begins with a single step!
To be, or not to be: that is the question?"""

def tokenize(text):
    text = unicodedata.normalize("NFKC", text.lower())
    return re.findall(r"[a-z]+|[.,!?;:]", text)

sents = [tokenize(line) for line in corpus.splitlines()]
print([len(s) for s in sents], sents[2][:6])
counts = Counter(tok for s in sents for tok in s)
specials = ["<pad>", "<unk>", "<bos>", "<eos>"]
itos = specials + sorted(t for t, c in counts.items() if c >= 1)
stoi = {t: i for i, t in enumerate(itos)}
print(len(itos), itos[:8], stoi["the"])
def encode(toks, max_len=12):
    ids = [stoi["<bos>"]] + [stoi.get(t, stoi["<unk>"]) for t in toks][: max_len - 2] + [stoi["<eos>"]]
    return ids + [stoi["<pad>"]] * (max_len - len(ids))
batch = torch.tensor([encode(s) for s in sents])
print(batch)
mask = batch != stoi["<pad>"]
print(mask.sum(1).tolist())
decoded = [" ".join(itos[i] for i in row if i >= len(specials)) for row in batch.tolist()]
print(decoded)
print("café".encode(), unicodedata.name("é"), unicodedata.category("A"), len("naïve"), "Straße".casefold())
print(re.sub(r"\s+", " ", "  many   spaces\there ").strip(), re.escape("a.b*c"))
print("-".join(w.capitalize() for w in "hello big world".split()), "x".join(map(str, range(3))))
word = "level"
print(word == word[::-1], sorted(set("mississippi")), "ab" in "cabd", "Hello".index("l"), "a-b-c".rsplit("-", 1))
table = str.maketrans("abc", "xyz", "d")
print("aabbccdd".translate(table), "%-5s|" % "ab", "{:^7}".format("mid"))
print("line1\nline2\r\nline3".splitlines(), "Tab\tSep".expandtabs(4), "CamelCaseString".isidentifier())
print([m.span() for m in re.finditer(r"o", "foo boo")], re.fullmatch(r"\d+", "123") is not None)
print(re.compile(r"(\w+)@(\w+)\.com").sub(r"\2 at \1", "joe@mail.com and ann@web.com"))
