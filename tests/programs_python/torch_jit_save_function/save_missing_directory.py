# Saving into a directory that does not exist fails before writing, with
# PyTorchStreamWriter's "Parent directory ... does not exist." (torch.save and
# torch.jit.save alike); an unopenable file in an existing directory says so.
import torch

m = torch.jit.script(torch.nn.ReLU())
for save in (lambda: torch.save(1, "no_such_dir/sub/x.pt"), lambda: torch.jit.save(m, "no_such_dir/sub/x.pt"),
             lambda: m.save("no_such_dir/other/x.pt"), lambda: torch.jit.save(m, "/proc/x.pt")):
    try:
        save()
    except RuntimeError as e:
        print(e)
