import argparse
import sys
import time
import torch
import torch.nn as nn

def parse(argv):
    p = argparse.ArgumentParser(description="toy trainer")
    p.add_argument("--epochs", type=int, default=3)
    p.add_argument("--lr", type=float, default=0.1)
    p.add_argument("--hidden", type=int, nargs="+", default=[4])
    p.add_argument("--act", choices=["relu", "tanh"], default="relu")
    p.add_argument("--verbose", "-v", action="store_true")
    p.add_argument("--seed", type=int, default=0)
    return p.parse_args(argv)

args = parse(["--epochs", "4", "--hidden", "6", "3", "-v", "--act", "tanh"])
print(args)
print(vars(args))
torch.manual_seed(args.seed)
layers, d = [], 2
for h in args.hidden:
    layers += [nn.Linear(d, h), nn.Tanh() if args.act == "tanh" else nn.ReLU()]
    d = h
model = nn.Sequential(*layers, nn.Linear(d, 1))
x = torch.randn(32, 2)
y = (x[:, :1] * x[:, 1:]).detach()
opt = torch.optim.SGD(model.parameters(), lr=args.lr)
start = time.perf_counter()
for epoch in range(1, args.epochs + 1):
    loss = nn.functional.mse_loss(model(x), y)
    opt.zero_grad()
    loss.backward()
    opt.step()
    if args.verbose:
        sys.stdout.write(f"[{epoch}/{args.epochs}] loss={loss.item():.4f}\n")
sys.stdout.flush()
elapsed = time.perf_counter() - start
print("elapsed is float:", isinstance(elapsed, float), elapsed >= 0)
try:
    parse(["--act", "gelu"])
except SystemExit as e:
    print("exit code", e.code)
