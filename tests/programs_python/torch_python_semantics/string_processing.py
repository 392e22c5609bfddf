import string
from collections import Counter
import torch

corpus = """It was the best of times, it was the worst of times,
it was the age of wisdom, it was the age of foolishness...""".lower()
table = str.maketrans("", "", string.punctuation)
tokens = corpus.translate(table).split()
print(tokens[:8], len(tokens))
counts = Counter(tokens)
itos = ["<pad>", "<unk>"] + [w for w, c in counts.most_common() if c >= 2]
stoi = {w: i for i, w in enumerate(itos)}
print(itos)


def encode(text, max_len=8):
    ids = [stoi.get(w, stoi["<unk>"]) for w in text.lower().translate(table).split()][:max_len]
    return ids + [stoi["<pad>"]] * (max_len - len(ids))


batch = torch.tensor([encode("It was the age of reason!"), encode("best times")])
print(batch)
print([" ".join(itos[i] for i in row if i != 0) for row in batch.tolist()])
print(string.ascii_lowercase[:5], string.digits, len(string.punctuation), string.ascii_uppercase[-3:])
s = "Hello, World"
print(s.lower().count("l"), s[::-1], s.swapcase(), s.center(20, "~"), s.rjust(15, "."), s.encode())
print("{:^9}|{:<6}|{:>6}".format("mid", "l", "r"), "-".join(f"{i:02d}" for i in range(4)))
print("tab\tsep".split("\t"), "  lots   of   space ".split(), "a,b;c".replace(";", ",").split(","))
print("CamelCaseName".lower(), "snake_case_name".title().replace("_", ""), "x".isidentifier(), "1x".isidentifier())
print(repr("line\nbreak"), repr("it's"), repr('say "hi"'), repr("tab\t"), repr("uni\u00e9"), repr("\x00"))
print(str(b"abc", "utf-8") if False else b"abc".decode(), bytes([65, 66]), list(b"AB"), "é".encode("utf-8"))
print("%s has %d items costing %.2f" % ("cart", 3, 9.5), "{0}{1}{0}".format("ab", "-"))
print(ord("é"), chr(233), "ß".upper(), "İ".lower().encode() if False else "ǅ".lower(), "ﬁ".upper())
print(sorted(["b", "A", "a", "B"]), sorted(["b", "A", "a", "B"], key=str.casefold), "abc" < "abd", "Z" < "a")
text = "name=resnet;depth=18;pretrained=false"
cfg = dict(kv.split("=") for kv in text.split(";"))
print(cfg, cfg["depth"].isdigit(), int(cfg["depth"]) * 2)
print("  strip me  ".strip(), "xxhixx".strip("x"), "path/to/file.pt".rsplit("/", 1)[-1].rpartition(".")[0])
print("%-10s|" % "left", "%10s|" % "right", f"{'ü':*^5}", len("👍"), "👍".encode("utf-8"))
