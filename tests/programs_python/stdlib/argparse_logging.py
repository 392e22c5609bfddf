# argparse as training scripts use it (defaults when run without arguments,
# errors as SystemExit(2), help text) and logging to a stream handler on stdout.
import argparse
import logging
import sys

parser = argparse.ArgumentParser(description="Train a small model")
parser.add_argument("--lr", type=float, default=0.01, help="learning rate")
parser.add_argument("--epochs", type=int, default="3")
parser.add_argument("--name", default="run")
parser.add_argument("--verbose", "-v", action="store_true")
parser.add_argument("--no-cuda", action="store_true", default=False)
parser.add_argument("--layers", type=int, nargs="+", default=[8, 4])
parser.add_argument("--mode", choices=["a", "b"], default="a")
parser.add_argument("--tag", action="append")
args = parser.parse_args()
print(args)
print(vars(args), args.no_cuda, args.lr * 2)
a2 = parser.parse_args(["--lr", "0.5", "--epochs=7", "-v", "--layers", "1", "2", "3", "--tag", "x", "--tag", "y", "--mode", "b"])
print(a2)
ns, rest = parser.parse_known_args(["--lr", "1", "--zzz", "q"])
print(ns.lr, rest)
p2 = argparse.ArgumentParser()
p2.add_argument("data")
p2.add_argument("out", nargs="?", default="o.txt")
print(p2.parse_args(["d.csv"]))
for bad in [["--epochs", "x"], ["--mode", "c"], []]:
    try:
        p = parser if bad else p2
        p.parse_args(bad)
    except SystemExit as e:
        print("exit", e.code)
p3 = argparse.ArgumentParser(exit_on_error=False)
p3.add_argument("--n", type=int)
try:
    p3.parse_args(["--n", "x"])
except argparse.ArgumentError as e:
    print("ArgumentError", e)
print(argparse.Namespace(a=1, b="x"))

logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s", stream=sys.stdout)
log = logging.getLogger("train")
log.info("epoch %d loss %.3f", 1, 0.25)
log.debug("hidden")
log.warning("careful")
child = logging.getLogger("train.sub")
child.error("bad %s", "thing")
child.setLevel(logging.ERROR)
child.warning("suppressed")
print(log.getEffectiveLevel(), child.getEffectiveLevel(), logging.getLevelName(30), log.isEnabledFor(logging.DEBUG))
logging.info("root info")
h = logging.StreamHandler(sys.stdout)
h.setFormatter(logging.Formatter("[{levelname}] {message}", style="{"))
other = logging.getLogger("other")
other.addHandler(h)
other.propagate = False
other.warning("custom")
print(log, logging.getLogger())
p4 = argparse.ArgumentParser(prog="train.py", description="A long description of the training program.")
p4.add_argument("--learning-rate", "-l", type=float, default=0.1, help="the learning rate used by the optimizer at the start of training, before any decay")
p4.add_argument("--batch-size", type=int, default=64, help="batch size (default: %(default)s)")
p4.add_argument("files", nargs="*", help="input files")
p4.add_argument("--flag", action="store_true")
print(p4.format_usage(), end="")
print(p4.format_help())
