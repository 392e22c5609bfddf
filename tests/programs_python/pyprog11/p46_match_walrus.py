import torch

def describe(cmd):
    match cmd:
        case {"op": "scale", "by": float(f) | int(f)}:
            return f"scale by {f}"
        case {"op": "clip", "range": [lo, hi]}:
            return f"clip to [{lo}, {hi}]"
        case ("shape", *dims) if all(isinstance(d, int) for d in dims):
            return f"shape with {len(dims)} dims"
        case str() as s if s.startswith("#"):
            return "comment"
        case None:
            return "nothing"
        case _:
            return "unknown"

for c in [{"op": "scale", "by": 2.5}, {"op": "clip", "range": [0, 1]}, ("shape", 2, 3), "# hi", None, 42]:
    print(describe(c))

class Point:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y

def where(p):
    match p:
        case Point(0, 0):
            return "origin"
        case Point(x, 0):
            return f"x-axis at {x}"
        case Point(x=0, y=y):
            return f"y-axis at {y}"
        case Point():
            return "elsewhere"
print([where(Point(a, b)) for a, b in [(0, 0), (3, 0), (0, 4), (1, 1)]])

data = torch.tensor([3.0, -1.0, 4.0, -1.5, 5.0])
if (n := int((data < 0).sum())) > 1:
    print(f"{n} negatives")
vals = [y for x in data.tolist() if (y := x * 2) > 0]
print(vals)
while (chunk := data[:2]).numel() > 0 and data.numel() > 1:
    print(chunk.tolist())
    data = data[2:]
print(data)
match torch.zeros(2, 3).shape:
    case torch.Size([2, c]):
        print("2 rows", c, "cols")
match [1, 2, 3]:
    case [first, *_, last]:
        print(first, last)
