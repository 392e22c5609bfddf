import torch


@torch.jit.script
def parts(s: str, sep: str):
    return s.partition(sep), s.rpartition(sep), s.find(sep), s.find(sep, 3), s.find(sep, 1, 4), s.replace(sep, "_", 1)


for s in ["a.b.c", "abc", ".x.", "x..y"]:
    print(parts(s, "."))
