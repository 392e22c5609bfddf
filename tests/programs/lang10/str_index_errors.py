import torch


@torch.jit.script
def locate(s: str, sub: str) -> int:
    return s.index(sub) * 100 + s.rindex(sub)


print(locate("abcabc", "bc"))
print(locate("hello", "l"))
print(locate("hello", "z"))
