# Conv layers with padding_mode other than 'zeros' pad with F.pad first
# (eager and scripted), and scripted Conv code has PyTorch's _conv_forward.
import torch
import torch.nn as nn

torch.manual_seed(0)
for mode in ["reflect", "replicate", "circular", "zeros"]:
    m = nn.Conv2d(1, 2, 3, padding=1, padding_mode=mode)
    x = torch.arange(25.).reshape(1, 1, 5, 5) / 10
    s = torch.jit.script(m)
    print(mode, round(m(x).sum().item(), 3), round(s(x).sum().item(), 3), tuple(m(x).shape))
    print(s.code)
    print(s._conv_forward.code)
m1 = nn.Conv1d(1, 1, 3, padding=2, padding_mode="circular")
print(round(m1(torch.arange(6.).reshape(1, 1, 6)).sum().item(), 3))
print(nn.Conv3d(1, 1, 3, padding="same")._reversed_padding_repeated_twice)
print(nn.Conv2d(1, 1, (3, 5), padding=(1, 2))._reversed_padding_repeated_twice)
print(nn.Conv2d(1, 1, (3, 5), padding="same", dilation=2)._reversed_padding_repeated_twice)
print(torch.jit.script(nn.Conv1d(1, 2, 3, padding="same"))._conv_forward.code)
print(torch.jit.script(nn.Conv3d(1, 2, 3, padding_mode="replicate", padding=1))._reversed_padding_repeated_twice)
