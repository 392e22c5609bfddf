import re
import torch

text = "The quick brown fox, born 2019-05-04, jumped 3 times over 12 lazy dogs!"
print(re.findall(r"\d+", text))
m = re.search(r"(\d{4})-(\d{2})-(\d{2})", text)
print(m.group(0), m.group(1), m.groups(), m.start(), m.end(), m.span())
print(re.sub(r"\s+", " ", "a   b \t c\nd"))
print(re.split(r"[,!]\s*", text))
tokens = re.findall(r"[a-z]+", text.lower())
print(tokens[:5], len(tokens))
pat = re.compile(r"(?P<key>\w+)=(?P<val>[\d.]+)")
for mm in pat.finditer("lr=0.01 epochs=10 bs=32"):
    print(mm.group("key"), float(mm.group("val")))
d = pat.match("lr=0.5").groupdict()
print(d)
print(bool(re.match(r"^layer\.\d+\.weight$", "layer.3.weight")), re.fullmatch(r"\w+", "a b"))
print(re.sub(r"(\w+)\.(\d+)", lambda mo: f"{mo.group(1)}[{mo.group(2)}]", "layers.0.weight layers.12.bias"))
print(re.escape("a.b*c"))
print(re.findall(r"(\w)(\d)", "a1 b2 c3"))
print(re.sub(r"^module\.", "", "module.fc.weight"))
state = {"module.fc.weight": torch.ones(2), "module.fc.bias": torch.zeros(2)}
clean = {re.sub(r"^module\.", "", k): v for k, v in state.items()}
print(list(clean))
print(re.compile(r"x", re.IGNORECASE).findall("XxX"))
print(re.split(r"(\d)", "a1b2c"))
print(re.subn("a", "b", "banana"))
