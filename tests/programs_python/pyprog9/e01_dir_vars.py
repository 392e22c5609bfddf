# dir(), vars(), __dict__ and attribute introspection on objects, classes and modules.
import torch
import torch.nn as nn


class Point:
    kind = "pt"

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5


p = Point(3, 4)
print([n for n in dir(p) if not n.startswith("__")])
print(vars(p), "norm" in Point.__dict__, "x" in Point.__dict__)
print("norm" in dir(Point), "x" in dir(Point), "__init__" in dir(p), dir(p) == sorted(dir(p)))
print([a for a in dir([]) if not a.startswith("_")])
print([a for a in dir({}) if not a.startswith("_")])
print([a for a in dir("") if a.startswith("is")])
lin = nn.Linear(2, 3)
names = dir(lin)
print("weight" in names, "forward" in names, "in_features" in names, "_parameters" in names, names == sorted(names))
print([k for k in vars(lin) if not k.startswith("_")])
print(sorted(k for k in lin.__dict__ if k.startswith("_") and "hook" not in k)[:4])
print(callable(getattr(lin, "forward")), [a for a in dir(torch.optim) if a in ("SGD", "Adam", "lr_scheduler")])
print(vars(Point)["kind"], getattr(p, "kind"), hasattr(p, "z"))
setattr(p, "z", 5)
delattr(p, "x")
print(vars(p))
