# Text utilities used around training scripts: re tokenization, json round trips, textwrap, string.Template.
import json
import re
import string
import textwrap

text = "Hello, World! It's 2024; PyTorch v1.13.1 costs $0.00 (free)."
print(re.findall(r"\w+", text))
print(re.findall(r"\d+(?:\.\d+)*", text), re.sub(r"\s+", " ", "a   b \t c"))
print(re.split(r"[;,!]\s*", text), bool(re.match(r"Hello", text)), re.search(r"v(\d+)\.(\d+)", text).groups())
m = re.search(r"(?P<major>\d+)\.(?P<minor>\d+)\.(?P<patch>\d+)", text)
print(m.group(0), m.group("minor"), m.groupdict(), m.span(), m.start("patch"))
pat = re.compile(r"[A-Z][a-z]+")
print(pat.findall(text), pat.sub(lambda mm: mm.group(0).upper(), "Alpha beta Gamma"), [x.group() for x in pat.finditer("Ab Cd")])
print(re.sub(r"(\w+)@(\w+)\.com", r"\2 at \1", "joe@example.com"), re.escape("a.b*c"), re.fullmatch(r"\d{3}", "123") is not None)
print(re.findall(r"(\w)(\d)", "a1 b2 c3"), re.IGNORECASE & re.I, re.findall(r"hello", "Hello HELLO", flags=re.I))

config = {"model": "resnet", "layers": [2, 2, 2], "lr": 0.001, "nested": {"a": None, "b": True}, "name": "x\"y"}
s = json.dumps(config)
print(s)
print(json.dumps(config, indent=2, sort_keys=True))
back = json.loads(s)
print(back == config, type(back["layers"]).__name__, json.loads("[1, 2.5, \"s\", null, false]"))
print(json.dumps([1, (2, 3)], separators=(",", ":")), json.dumps("ünï"), json.dumps("ünï", ensure_ascii=False))
try:
    json.loads("{bad json}")
except json.JSONDecodeError as e:
    print("JSONDecodeError:", e)
para = "PyTorch is an optimized tensor library for deep learning using GPUs and CPUs. " * 2
print(textwrap.fill(para, width=40))
print(textwrap.shorten(para, width=50), textwrap.indent("a\nb", "> "), textwrap.dedent("    x\n    y"))
t = string.Template("$model reached ${acc}% accuracy")
print(t.substitute(model="vit", acc=91.5), t.safe_substitute(model="cnn"))
print(string.ascii_letters[:5], string.digits, string.punctuation[:5], string.capwords("hello big world"))
