import argparse
import json
import re
import torch

parser = argparse.ArgumentParser(description="train a model")
parser.add_argument("--lr", type=float, default=1e-3, help="learning rate")
parser.add_argument("--epochs", type=int, default=5)
parser.add_argument("--layers", type=int, nargs="+", default=[16, 8])
parser.add_argument("--act", choices=["relu", "tanh"], default="relu")
parser.add_argument("--verbose", "-v", action="store_true")
parser.add_argument("name", nargs="?", default="run0")
args = parser.parse_args(["--lr", "0.01", "--layers", "32", "16", "4", "-v", "exp1"])
print(args)
print(vars(args))
print(args.lr * 2, args.layers[-1], args.verbose, args.name)
try:
    parser.parse_args(["--act", "gelu"])
except SystemExit as e:
    print("exit code", e.code)

log = """
epoch=1 loss=0.6931 acc=0.50
epoch=2 loss=0.5123 acc=0.71
epoch=3 loss=0.4012 acc=0.83
"""
pat = re.compile(r"epoch=(\d+)\s+loss=([\d.]+)\s+acc=([\d.]+)")
rows = [(int(e), float(l), float(a)) for e, l, a in pat.findall(log)]
print(rows)
losses = torch.tensor([r[1] for r in rows])
print(losses.mean().item(), losses.argmin().item())
print(re.sub(r"(\d+)\.(\d+)", r"\2.\1", "3.14 and 2.71"))
print(re.split(r"[,;]\s*", "a, b;c ,d"))
m = re.match(r"(?P<key>\w+)=(?P<val>\S+)", "lr=0.01 momentum=0.9")
print(m.group("key"), m.groupdict(), m.span())
print([m.group(0) for m in re.finditer(r"\b\w{5}\b", "hello world these words")])

cfg = {"model": {"layers": args.layers, "act": args.act}, "lr": args.lr, "tags": ("a", "b"), "ok": True, "none": None}
s = json.dumps(cfg, sort_keys=True)
print(s)
back = json.loads(s)
print(back["model"]["layers"], back["tags"], type(back["tags"]).__name__)
print(json.dumps([1.0, 2.5e-8, float("inf")]))
print(json.dumps({"t": torch.tensor([1, 2]).tolist()}, indent=1))
try:
    json.dumps({"t": torch.tensor(1)})
except TypeError as e:
    print(e)
try:
    json.loads("{bad json}")
except json.JSONDecodeError as e:
    print(e.msg, e.pos)
