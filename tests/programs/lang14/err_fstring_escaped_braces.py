import torch


@torch.jit.script
def fs(x: int) -> str:
    return f"{x} {{}}"


try:
    print(fs(3))
except Exception as e:
    print(type(e).__name__)
    print(str(e).replace(__file__, "<file>"))
print(fs.code)
