# The usual script skeleton: argparse with defaults, a main() function, __name__ guard, logging to stdout.
import argparse
import logging
import sys
import torch
import torch.nn as nn


def get_args(argv=None):
    parser = argparse.ArgumentParser(description="toy trainer")
    parser.add_argument("--epochs", type=int, default=3, help="number of epochs")
    parser.add_argument("--lr", type=float, default=0.1)
    parser.add_argument("--hidden", type=int, nargs="+", default=[8, 4])
    parser.add_argument("--optimizer", choices=["sgd", "adam"], default="sgd")
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--name", default="run")
    return parser.parse_args(argv)


def build(hidden):
    layers, prev = [], 2
    for h in hidden:
        layers += [nn.Linear(prev, h), nn.Tanh()]
        prev = h
    layers.append(nn.Linear(prev, 1))
    return nn.Sequential(*layers)


def main(argv=None):
    args = get_args(argv)
    print(args)
    print(vars(args))
    logging.basicConfig(stream=sys.stdout, level=logging.DEBUG if args.verbose else logging.INFO,
                        format="%(levelname)s:%(name)s:%(message)s", force=True)
    log = logging.getLogger("trainer")
    torch.manual_seed(0)
    model = build(args.hidden)
    opt_cls = {"sgd": torch.optim.SGD, "adam": torch.optim.Adam}[args.optimizer]
    opt = opt_cls(model.parameters(), lr=args.lr)
    x = torch.randn(32, 2)
    y = x[:, :1] * x[:, 1:]
    for epoch in range(args.epochs):
        opt.zero_grad()
        loss = nn.functional.mse_loss(model(x), y)
        loss.backward()
        opt.step()
        log.info("epoch %d loss %.4f", epoch, loss.item())
        log.debug("grad norm %.3f", sum(p.grad.norm() ** 2 for p in model.parameters()) ** 0.5)
    return 0


if __name__ == "__main__":
    rc = main([])
    rc2 = main(["--epochs", "2", "--hidden", "4", "--optimizer", "adam", "--verbose", "--lr", "0.01"])
    print("exit codes", rc, rc2)
    try:
        get_args(["--optimizer", "rmsprop"])
    except SystemExit as e:
        print("SystemExit", e.code)
