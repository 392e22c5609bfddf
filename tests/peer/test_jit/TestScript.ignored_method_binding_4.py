import torch
import torch.nn as nn

class Bar(torch.nn.Module):

    def __init__(self):
        super(Bar, self).__init__()
        self.x: int = 0

    @torch.jit.export
    def setx(self, x: int):
        self.x = x

    @torch.jit.export
    def getx(self):
        return self.x

    @torch.jit.ignore
    def ignored_getx(self):
        return self.x
b = Bar()
b.setx(123)
sb = torch.jit.script(b)
print(sb.getx())
