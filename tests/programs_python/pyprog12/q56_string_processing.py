import re
import string
import torch

corpus = ["Hello, World!", "PyTorch is GREAT.", "hello again -- world?"]
def tokenize(s):
    return re.findall(r"[a-z]+", s.lower())
toks = [tokenize(s) for s in corpus]
print(toks)
vocab = ["<pad>", "<unk>"] + sorted({t for ts in toks for t in ts})
stoi = {w: i for i, w in enumerate(vocab)}
print(vocab)
def encode(ts, L):
    ids = [stoi.get(t, 1) for t in ts][:L]
    return ids + [0] * (L - len(ids))
batch = torch.tensor([encode(t, 4) for t in toks])
print(batch)
print(" ".join(vocab[i] for i in batch[2].tolist() if i))
print(string.ascii_lowercase[:5], string.punctuation[:5], string.digits)
s = "  Tensor Shapes: [2, 3, 4]  "
print(s.strip().split(": ")[1].strip("[]").split(", "), s.count("s"), s.find("Shapes"), s.rfind("x"))
print("_".join(["a", "b"]).upper().center(9, "*"), "abc".zfill(6), "x".ljust(3, ".") + "|", "TitLe cAse".swapcase(), "hello world".title())
print("a,b,,c".split(","), "a b  c".split(), "k=v=w".partition("="), "k=v=w".rpartition("="), "line1\nline2\r\n".splitlines())
print("résumé".encode("utf-8"), b"caf\xc3\xa9".decode(), "abc".isalpha(), "12".isdigit(), " ".isspace(), "Ab".isupper())
print(re.sub(r"(\d+)", lambda m: str(int(m.group(1)) * 2), "lr 10 bs 32"), re.split(r"[,;]\s*", "a, b;c"))
m = re.match(r"(?P<name>\w+)_(?P<ep>\d+)\.pt", "model_12.pt")
print(m.group("name"), int(m["ep"]), m.groupdict(), m.span(2))
print("layer.0.weight".replace(".", "/"), "conv1.weight".startswith(("conv", "fc")), "x.bias".endswith("bias"), "a%sb" % "-")
table = str.maketrans("abc", "xyz", "d")
print("abcd".translate(table), ord("A"), chr(66), "abc"[::-1], "ab" * 3, "b" in "abc")
print(repr("tab\there"), "é".casefold(), "ß".upper(), len("日本"), "x".join("日本"))
