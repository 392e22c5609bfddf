import sys
import traceback
import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Linear(3, 2)

def run(x):
    return model(x)

for shape in [(4, 3), (4, 5), (2, 3)]:
    try:
        out = run(torch.randn(*shape))
        sys.stdout.write(f"ok {tuple(out.shape)}\n")
    except RuntimeError:
        traceback.print_exc()
        print("failed for", shape, file=sys.stderr)
        sys.stdout.write("failed\n")

try:
    torch.zeros(2)[3]
except IndexError as e:
    tb = traceback.format_exc()
    print(tb.strip().splitlines()[-1])
    print(type(e).__name__, e.args)

def layer3():
    raise ValueError("bad config")

def layer2():
    try:
        layer3()
    except ValueError as e:
        raise RuntimeError("wrapped") from e

try:
    layer2()
except RuntimeError as e:
    print(repr(e), repr(e.__cause__), e.__cause__.__class__.__name__)
    lines = traceback.format_exception(type(e), e, e.__traceback__)
    print(len(lines) > 3, lines[-1].strip())
sys.stdout.write("written %d\n" % sys.stdout.write(""))
sys.stderr.write("to stderr\n")
print("a", "b", sep="-", end="!\n")
print(*range(3), sep=", ")
sys.stdout.flush()
print("done", flush=True)
