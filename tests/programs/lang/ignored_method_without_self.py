# An @torch.jit.ignore'd module method declared without `self` fails when
# script code calls it; a @staticmethod one is fine.
import torch
import torch.nn as nn


class NoSelf(nn.Module):
    @torch.jit.ignore
    def helper():
        # type: () -> int
        return 1

    def forward(self):
        return self.helper()


class Static(nn.Module):
    @staticmethod
    def helper(x: int) -> int:
        return x + 1

    def forward(self):
        return self.helper(2)


try:
    torch.jit.script(NoSelf())
except RuntimeError as e:
    print(str(e).strip().splitlines()[0])
print(torch.jit.script(Static())())
