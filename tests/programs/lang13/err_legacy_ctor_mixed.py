import torch


def multiple_args():
    return torch.LongTensor(1, [2])


print("start")
torch.jit.script(multiple_args)
