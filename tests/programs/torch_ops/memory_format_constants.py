# torch.contiguous_format/preserve_format/channels_last/channels_last_3d are
# int constants in script code (c10::MemoryFormat's values).
import torch


@torch.jit.script
def formats(x: torch.Tensor):
    y = x.contiguous(memory_format=torch.contiguous_format)
    return y.shape, torch.contiguous_format, torch.preserve_format, torch.channels_last, torch.channels_last_3d


print(formats(torch.ones(1, 2, 3, 4)))
print(formats.code)
