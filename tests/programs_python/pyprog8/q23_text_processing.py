# Character-level text preprocessing with str methods and f-string formatting, encoded as tensors.
import string
import torch

raw = "  Hello, World!  PyTorch is FUN.\tTabs\tand  spaces. "
clean = " ".join(raw.split())
print(repr(clean), clean.lower(), clean.upper(), clean.title(), clean.swapcase()[:10])
print(clean.count("o"), clean.find("World"), clean.rfind("s"), clean.index("P"), clean.startswith("Hello"))
print(clean.replace("FUN", "fun", 1).strip("."), clean.partition(","), clean.rpartition(" "))
no_punct = clean.translate(str.maketrans("", "", string.punctuation))
print(no_punct, no_punct.split(" ", 2), no_punct.rsplit(" ", 1))
print("a-b-c".split("-"), "line1\nline2\r\nline3".splitlines(), ",".join(["x", "y"]), "ab".center(6, "*"))
print("42".zfill(5), "7".rjust(3, "0"), "x".ljust(3) + "|", "Ab1".isalnum(), "abc".isalpha(), " ".isspace(), "12".isdigit())
print("snake_case_name".split("_"), "".join(w.capitalize() for w in "snake_case_name".split("_")))
print("tEsT".casefold(), "ß".upper(), "prefix_body".removeprefix("prefix_"), "file.tar.gz".removesuffix(".gz"))

chars = sorted(set(no_punct.lower()))
stoi = {c: i for i, c in enumerate(chars)}
ids = torch.tensor([stoi[c] for c in no_punct.lower()[:12]])
print(len(chars), "".join(chars), ids)
decoded = "".join(chars[i] for i in ids.tolist())
print(decoded, decoded == no_punct.lower()[:12])

pi = 3.14159265
rows = [("loss", 0.123456), ("accuracy", 0.9), ("lr", 1e-4)]
for k, v in rows:
    print(f"|{k:>10}|{v:<12.4g}|{v:+.2e}|{v:8.3%}|")
print(f"{pi:.3f} {pi:10.2f}| {int(pi):05d} {255:#x} {255:08b} {1234567:,} {1234567.891:_.1f}")
print(f"{'left':<8}|{'right':>8}|{'mid':^9}|", f"{'pad':*^9}", f"{3!r:>4}", f"{'q'!r}")
name, val = "epoch", 7
print(f"{name=}", f"{val * 2 = }", f"{{literal}}", "%-6s|%6.2f|%03d" % ("ab", 2.5, 7))
print("{0}-{1}-{0}".format("a", "b"), "{x:.1f}".format(x=2.25), "{:>6}".format("r"), format(0.5, ".0%"))
print(str(torch.tensor([1.5])), f"{torch.tensor([1, 2]).tolist()}", "{}".format(torch.tensor(0.5)))
