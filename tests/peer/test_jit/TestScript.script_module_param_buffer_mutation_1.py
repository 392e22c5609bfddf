import torch

class ModuleBufferMutate(torch.jit.ScriptModule):

    def __init__(self):
        super(ModuleBufferMutate, self).__init__()
        self.register_buffer('running_var', torch.tensor(0, dtype=torch.long))

    @torch.jit.script_method
    def forward(self):
        if self.training:
            self.running_var += 1
        return self.running_var
with torch.jit.optimized_execution(False):
    m = ModuleBufferMutate()
    print(m())
    m.eval()
    print(m())
